// The time left beside the Primes screens' progress bars (Web/js/tools/primes/time-left.js):
//   node --test Tests/node/
// The sequences are made up here to show each rule; the expected values are worked by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { duration, timeLeftEstimator } from '../../Web/js/tools/primes/time-left.js';

/** To the millisecond: the sums of seconds carry the last bits of binary fractions. */
const ms = (seconds) => Math.round(seconds * 1000) / 1000;

test('no estimate in the first two seconds, nor before a thousandth is done', () => {
  const left = timeLeftEstimator();
  assert.equal(left(1.9, 0.5), null);
  assert.equal(left(3, 0.0005), null);
});

test('work that grows evenly: the rate so far, 10 s elapsed at 25 % leaves 30 s', () => {
  assert.equal(timeLeftEstimator()(10, 0.25), 30);
});

test('a lower estimate replaces the value shown at once', () => {
  const left = timeLeftEstimator();
  assert.equal(ms(left(10, 0.25)), 30);
  // 12 s at 30 %: the rate says 28 s, below the 30 s shown.
  assert.equal(ms(left(12, 0.3)), 28);
  // 14 s at 40 %: 21 s, below the 28 s shown.
  assert.equal(ms(left(14, 0.4)), 21);
});

test('a higher estimate, a wobble, holds the value shown until the estimates come down to it', () => {
  const left = timeLeftEstimator();
  assert.equal(ms(left(10, 0.25)), 30);
  // 12 s at 28 %: the rate says 30.857 s, above the 30 s shown: 30 s stays.
  assert.equal(ms(left(12, 0.28)), 30);
  // 13 s at 29 %: 31.828 s, still above: 30 s.
  assert.equal(ms(left(13, 0.29)), 30);
  // 20 s at 45 %: 24.444 s, below: taken.
  assert.equal(ms(left(20, 0.45)), 24.444);
});

test('a slowdown, however large, holds the value shown: it never rises', () => {
  const left = timeLeftEstimator();
  assert.equal(ms(left(10, 0.25)), 30);
  // 20 s at 25 %: the rate says 60 s, twice the 30 s shown: 30 s stays.
  assert.equal(ms(left(20, 0.25)), 30);
  // 40 s at 50 %: 40 s, still above: 30 s.
  assert.equal(ms(left(40, 0.5)), 30);
  // 50 s at 70 %: 21.429 s, below: taken.
  assert.equal(ms(left(50, 0.7)), 21.429);
});

test('between reports the value shown counts down, and never below 0', () => {
  const left = timeLeftEstimator();
  assert.equal(ms(left(10, 0.5)), 10);
  assert.equal(ms(left(15, 0.0001)), 5);
  assert.equal(ms(left(30, 0.0001)), 0);
});

test('a report after a countdown does not lift the value back up', () => {
  const left = timeLeftEstimator();
  assert.equal(ms(left(10, 0.5)), 10);
  // 12 s with no new rate: counted down to 8 s.
  assert.equal(ms(left(12, 0.0001)), 8);
  // 13 s at 58 %: the rate says 9.414 s, above the 8 s shown: 8 s stays.
  assert.equal(ms(left(13, 0.58)), 8);
  // 14 s at 70 %: 6 s, below: taken.
  assert.equal(ms(left(14, 0.7)), 6);
});

test('duration: seconds, then minutes, then hours', () => {
  assert.equal(duration(0.2), '1 s');
  assert.equal(duration(89), '89 s');
  assert.equal(duration(90), '2 min');
  assert.equal(duration(89 * 60), '89 min');
  assert.equal(duration(5400), '2 h');
});
