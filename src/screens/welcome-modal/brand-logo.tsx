import { useState } from 'react';
import { SPLASH_LOGO_SIZE } from '@/machines/rules/splash';

export interface BrandLogoProps {
  src?: string;
  appName: string;
}

/** The brand logo; hidden when it is missing or fails to load (accounts.md §8 "Brand logo"). */
export function BrandLogo({ src, appName }: BrandLogoProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  // Its box is reserved before the image arrives (the logo ratio, 10:3, as the splash's), so nothing below it
  // moves when it loads.
  return (
    <img
      className="brand-logo"
      src={src}
      alt={appName}
      width={SPLASH_LOGO_SIZE.width}
      height={SPLASH_LOGO_SIZE.height}
      onError={() => setFailed(true)}
    />
  );
}
