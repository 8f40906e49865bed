import { Empty } from 'antd';

/** Empty state of a log table: names what is missing and whether filters are the cause. */
export function LogEmpty({ what, filtered, failed }: { what: string; filtered: boolean; failed?: boolean }) {
  const text = failed ? `${what}加载失败，请点击刷新重试` : filtered ? `所选条件下没有${what}` : `暂无${what}`;
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}
