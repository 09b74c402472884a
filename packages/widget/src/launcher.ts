// The launcher button, in plain DOM so it shows before (and without) the Preact panel code.
import { doc } from './env.js';

const SVG = 'http://www.w3.org/2000/svg';

export interface Launcher {
  readonly button: HTMLButtonElement;
  setLabel(label: string): void;
  setExpanded(expanded: boolean): void;
}

export function createLauncher(root: ShadowRoot, panelId: string, onClick: () => void): Launcher {
  const d = doc();
  const button = d.createElement('button');
  button.type = 'button';
  button.className = 'launcher';
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', panelId);
  const icon = d.createElementNS(SVG, 'svg');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('aria-hidden', 'true');
  const path = d.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z');
  icon.append(path);
  const text = d.createElement('span');
  button.append(icon, text);
  button.addEventListener('click', onClick);
  root.append(button);
  return {
    button,
    setLabel: (label) => {
      text.textContent = label;
    },
    setExpanded: (expanded) => button.setAttribute('aria-expanded', String(expanded)),
  };
}
