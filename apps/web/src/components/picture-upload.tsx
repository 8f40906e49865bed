import type { ReactNode } from 'react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { UseMutationResult } from '@tanstack/react-query';
import { feedback } from '@/lib/feedback';

/**
 * The button that uploads one picture (a logo, an avatar): the file is checked first (the server checks its bytes
 * again), then sent through `upload`; `done` is said when it is in.
 */
export function PictureUpload({
  types,
  check,
  upload,
  done,
  children,
}: {
  types: readonly string[];
  /** Why the file cannot go, or null when it can. */
  check: (file: File) => string | null;
  upload: Pick<UseMutationResult<unknown, Error, File>, 'mutate' | 'isPending'>;
  done: string;
  children: ReactNode;
}) {
  return (
    <Upload
      name="file"
      accept={types.join(',')}
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        const problem = check(file);
        if (problem) {
          feedback.message.error(problem, 5);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        upload.mutate(file as File, {
          onSuccess: (data) => {
            feedback.message.success(done);
            onSuccess?.(data);
          },
          onError: (err) => onError?.(err),
        });
      }}
    >
      <Button icon={<UploadOutlined />} loading={upload.isPending}>
        {children}
      </Button>
    </Upload>
  );
}
