// What a figure was measured under, printed beside it, and the rule that keeps unreproducible figures out
// of the docs: a run that starts on a busy machine says so and reports nothing. Benchmarks are not tests:
// every script exits 0 whatever it finds.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';

export const MAX_START_LOAD = 1.5;

/** The 1-minute load average, the cores and Node, taken once at the start. */
export function startConditions() {
  return { 'load average at start': Number(loadavg()[0].toFixed(2)), cores: cpus().length, node: process.version };
}

/**
 * Prints the conditions and, when the machine is busier than MAX_START_LOAD, why nothing will be reported,
 * then answers whether to go on. `--ignore-load` measures anyway (for a look while working, never for docs/).
 */
export function mayReport(conditions) {
  console.log('Conditions:', JSON.stringify(conditions));
  if (conditions['load average at start'] <= MAX_START_LOAD) return true;
  if (process.argv.includes('--ignore-load')) {
    console.log(`Load average ${conditions['load average at start']} > ${MAX_START_LOAD}: measuring anyway (--ignore-load); these figures do not reproduce and are not for docs/.`);
    return true;
  }
  console.log(`Not reporting: the load average at the start is ${conditions['load average at start']}, above ${MAX_START_LOAD}. Other work would be measured with ours. Run again on a quiet machine (or pass --ignore-load for a look).`);
  return false;
}

/** Chromium's version string, e.g. 'Chromium 142.0.7444.59'. */
export function chromiumVersion(path) {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** A figure with its target and whether it meets it: '72 (target ≥ 90: missed)'. */
export function against(value, target) {
  const [op, goal] = [target.slice(0, 1), Number(target.slice(1))];
  const met = op === '≥' ? Number(value) >= goal : Number(value) <= goal;
  return `${value} (target ${op} ${goal}: ${met ? 'met' : 'missed'})`;
}
