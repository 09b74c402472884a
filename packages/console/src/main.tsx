// Entry: connects the live feed and renders the console; its first screen is shown once its lists are loaded.
import { h, render } from 'preact';
import { App } from './app.js';
import { connectFeed } from './feed.js';
import { showWhenLoaded } from './ui.js';

connectFeed();
const placeholder = document.getElementById('app')!;
const root = document.createElement('div');
root.id = 'app';
showWhenLoaded(root, placeholder, () => render(<App />, root));
