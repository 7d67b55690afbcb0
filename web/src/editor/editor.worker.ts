import { expose } from 'comlink';
import { createJobRunner } from '@writecheck/workers/host/jobProtocol';
import { editorJobs } from './editorJobs.js';

// The editor's Web Worker: serves its jobs to the page through Comlink.
expose(createJobRunner(editorJobs));
