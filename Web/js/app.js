// Boots the app: the shell around the tools, then, once the first screen is up, the launch screen
// goes away.
import { Shell } from './shell/navigation.js';
import { tools } from './tools.js';

const shell = new Shell(tools, {
  stacks: document.getElementById('stacks'),
  tabBar: document.getElementById('tab-bar'),
});
shell.start().then(() => document.getElementById('launch').classList.add('done'));
