import { expose } from 'comlink';
import { browserJobs } from './browserJobs.js';
import { createJobRunner } from './jobProtocol.js';

// Entry of a browser Web Worker: serves the browser job registry to the page through Comlink.
expose(createJobRunner(browserJobs));
