// Entry: connects the live feed and renders the console.
import { h, render } from 'preact';
import { App } from './app.js';
import { connectFeed } from './feed.js';

connectFeed();
render(<App />, document.getElementById('app')!);
