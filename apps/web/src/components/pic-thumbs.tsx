import { Flex, Image } from 'antd';

export type Thumb = { url: string; thumb_url: string; caption?: string };

/** Thumbnails of pictures (crop, pest, inspection photos); a click opens the full picture, the group can be paged through. */
export function PicThumbs({ pics, size = 96, alt = '图片' }: { pics: readonly Thumb[]; size?: number; alt?: string }) {
  return (
    <Image.PreviewGroup>
      <Flex wrap gap={8}>
        {pics.map((p) => (
          <Image key={p.url} src={p.thumb_url} preview={{ src: p.url }} width={size} height={size} style={{ objectFit: 'cover', borderRadius: 4 }} alt={p.caption ?? alt} />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}
