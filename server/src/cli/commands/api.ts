import { processCommand } from './serve.js';

export const command = processCommand({ api: true, worker: false, web: true }, 'the API and the web app, without a worker');
