// tesseract.js's worker requires `zlibjs`, whose default entry is Node's (it needs Buffer).
// Browser builds of that worker alias it to this module instead.
export { gunzipSync } from 'fflate';
