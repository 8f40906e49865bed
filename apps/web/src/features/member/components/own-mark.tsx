import { Tag } from 'antd';

/** A name in a list, marked when it is the signed-in user's own (我, 我的角色). */
export function OwnMark({ name, mark }: { name: string; mark: string | false }) {
  return (
    <>
      {name}
      {mark && (
        <Tag color="processing" style={{ marginInlineStart: 6 }}>
          {mark}
        </Tag>
      )}
    </>
  );
}
