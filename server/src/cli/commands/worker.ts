import { processCommand } from './serve.js';

export const command = processCommand({ api: false, worker: true, web: false }, 'a worker that runs checks from the queue');
