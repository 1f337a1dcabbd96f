// Boots the app: the tools in their default tab order, the shell around them, then the launch
// screen goes away.
import { Shell } from './shell/navigation.js';
import equation from './tools/equation.js';
import triangle from './tools/triangle.js';
import primes from './tools/primes/index.js';
import dice from './tools/dice/index.js';
import tip from './tools/tip.js';
import decider from './tools/decider.js';
import calculator from './tools/calculator/index.js';
import ceiling from './tools/ceiling.js';
import faces from './tools/faces.js';

const shell = new Shell([equation, triangle, primes, dice, tip, decider, calculator, ceiling, faces], {
  stacks: document.getElementById('stacks'),
  tabBar: document.getElementById('tab-bar'),
});
shell.start();
document.getElementById('launch').classList.add('done');
