import { ensureWebBuilt } from './webBuild.js';

// Files run side by side: the build happens here, once, not in two files at the same time.
export default function setup(): void {
  ensureWebBuilt();
}
