import { render } from 'preact';
import { App } from './ui/App.tsx';
import { applyUpdate, onUpdateAvailable, registerServiceWorker } from './pwa/register.ts';
import './ui/app.css';

const root = document.getElementById('app');
if (root) render(<App updates={{ subscribe: onUpdateAvailable, apply: applyUpdate }} />, root);

registerServiceWorker();
