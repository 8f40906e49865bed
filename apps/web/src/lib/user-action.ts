import { ApiError } from './response-code';

/** antd's validateFields rejects with the failed fields; the form already shows them beside the inputs. */
const isFormValidation = (err: unknown) => typeof err === 'object' && err !== null && 'errorFields' in err;

/**
 * Ends what a click or a submit started, so no promise floats: failures the user has already seen (the request
 * wrapper's toast, a form's inline errors) stop here; anything else is a bug and goes to the console.
 */
export function runAction(pending: PromiseLike<unknown>): void {
  Promise.resolve(pending).catch((err: unknown) => {
    if (err instanceof ApiError || isFormValidation(err)) return;
    console.error('操作失败', err);
  });
}

/** An event handler that runs an async action to its end: `onOk={action(async () => …)}`. */
export function action<A extends unknown[]>(run: (...args: A) => PromiseLike<unknown>): (...args: A) => void {
  return (...args) => runAction(run(...args));
}
