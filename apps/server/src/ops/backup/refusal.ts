/**
 * A backup or restore that stops before it has changed anything: a tampered folder, a target that
 * is not empty, a missing tool. The CLIs print its message as it is (Chinese, then English) and exit 1.
 */
export class Refusal extends Error {
  constructor(message: string) {
    super(`${message}\n未做任何更改 / nothing was changed`);
    this.name = 'Refusal';
  }
}
