/**
 * A command still starting when it is stopped: its teardown in place, one child started, its start waiting for
 * that child to be ready. Prints the child's pid. Run by child-group.test.ts.
 */
import { childGroup, stopOnSignals } from './child-group';

const children = childGroup();
stopOnSignals(() => children.stop());
const child = children.spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
console.log(child.pid);
// the readiness it waits for never comes
setInterval(() => {}, 1000);
