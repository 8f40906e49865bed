import { useRef, useState } from 'react';
import { Button, Flex, Image, Typography, Upload } from 'antd';
import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { SI_PHOTOS_MAX, type SiPhoto } from '@pfs/domain/si';
import { PicThumbs } from '@/components/pic-thumbs';
import { runAction } from '@/lib/user-action';
import { uploadSiPhoto } from '../api/upload-si-photo';

/** The photos of an answer or a case note as thumbnails that open full size; a click on a thumbnail pages through the group. */
export function SiPhotoThumbs({ photos, size = 64 }: { photos: readonly SiPhoto[]; size?: number }) {
  return photos.length ? <PicThumbs pics={photos} size={size} alt="巡检照片" /> : null;
}

/**
 * Photos for a form (value: the names upload_si_photo answered): 拍照 opens a phone's back camera (a computer's file
 * picker), each photo is uploaded at once and shown as a thumbnail, × takes one out. `known` are photos already
 * saved, so their thumbnails show too.
 */
export function SiPhotoUpload({
  fid,
  value,
  onChange,
  known = [],
  max = SI_PHOTOS_MAX,
  disabled,
}: {
  fid: number;
  value?: string[];
  onChange?: (names: string[]) => void;
  known?: readonly SiPhoto[];
  max?: number;
  disabled?: boolean;
}) {
  const [uploaded, setUploaded] = useState<SiPhoto[]>([]);
  const [busy, setBusy] = useState(0);
  // Several photos picked at once finish one by one: each adds to the names as they are then, not as they were.
  const names = useRef<string[]>(value ?? []);
  names.current = value ?? [];
  const byName = new Map([...known, ...uploaded].map((p) => [p.name, p]));
  const photos = names.current.flatMap((n) => byName.get(n) ?? []);
  const set = (next: string[]) => {
    names.current = next;
    onChange?.(next);
  };
  const add = async (file: File) => {
    setBusy((n) => n + 1);
    try {
      const p = await uploadSiPhoto(fid, file);
      setUploaded((u) => [...u, p]);
      if (names.current.length < max) set([...names.current, p.name]);
    } finally {
      setBusy((n) => n - 1);
    }
  };
  const full = names.current.length + busy >= max;
  return (
    <Flex wrap gap={8} align="center">
      <Image.PreviewGroup>
        {photos.map((p) => (
          <div key={p.name} style={{ position: 'relative' }}>
            <Image src={p.thumb_url} preview={{ src: p.url }} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} alt="巡检照片" />
            {!disabled && (
              <Button
                size="small"
                shape="circle"
                icon={<CloseOutlined />}
                aria-label="删除照片"
                style={{ position: 'absolute', top: -8, right: -8 }}
                onClick={() => set(names.current.filter((n) => n !== p.name))}
              />
            )}
          </div>
        ))}
      </Image.PreviewGroup>
      {!disabled && !full && (
        <Upload
          accept="image/*"
          capture="environment"
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            runAction(add(file));
            // The upload is ours (upload_si_photo through uploadCall), not antd's.
            return false;
          }}
        >
          <Button icon={<CameraOutlined />} loading={busy > 0} style={{ height: 64 }}>
            拍照
          </Button>
        </Upload>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {names.current.length}/{max} 张
      </Typography.Text>
    </Flex>
  );
}
