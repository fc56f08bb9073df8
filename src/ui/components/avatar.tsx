import { useState } from 'react';
import styles from './avatar.module.css';
import { initials } from './initials.js';

export interface AvatarProps {
  name: string;
  imageUrl?: string | undefined;
  size?: 'small' | 'large';
}

/** Decorative: the name it stands for is always shown or announced next to it. */
export function Avatar({ name, imageUrl, size = 'small' }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string>();
  const showImage = imageUrl !== undefined && imageUrl !== failedUrl;
  return (
    <span className={`${styles.avatar} ${styles[size]}`} aria-hidden="true">
      {showImage ? (
        <img
          className={styles.image}
          src={imageUrl}
          alt=""
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        initials(name)
      )}
    </span>
  );
}
