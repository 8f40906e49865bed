type Log = { error: (obj: object, msg: string) => void; fatal: (obj: object, msg: string) => void };

/**
 * Last line of defence for the server process. A promise rejected with nobody listening is a bug to log, not a
 * reason to stop serving every factory: the process keeps running. An exception thrown outside any handler leaves
 * unknown state behind: it is logged and the process shuts down in order (`onFatal`).
 */
export function installProcessGuards(log: () => Log, onFatal: (err: unknown) => void) {
  process.on('unhandledRejection', (reason) => {
    log().error({ err: reason }, '未处理的异步错误（服务继续运行）');
  });
  process.on('uncaughtException', (err) => {
    log().fatal({ err }, '未捕获的异常，服务将关闭');
    onFatal(err);
  });
}
