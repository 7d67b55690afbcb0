import { mount } from 'svelte';
import { registerSW } from 'virtual:pwa-register';
import App from './App.svelte';
import { installLinkHandling } from './lib/router.svelte.js';
import './app.css';

installLinkHandling();
// The service worker precaches the app shell so the app opens with no network.
if ('serviceWorker' in navigator) registerSW({ immediate: true });

mount(App, { target: document.getElementById('app')! });
