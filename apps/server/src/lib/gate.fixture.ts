/** A promise a test settles by hand: `open()` resolves it, `fail(err)` rejects it. */
export function gate() {
  let open!: () => void;
  let fail!: (err: Error) => void;
  const p = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { p, open, fail };
}
