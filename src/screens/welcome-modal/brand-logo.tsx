import { useState } from 'react';

export interface BrandLogoProps {
  src?: string;
  appName: string;
}

/** The brand logo; hidden when it is missing or fails to load (accounts.md §8 "Brand logo"). */
export function BrandLogo({ src, appName }: BrandLogoProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return <img className="brand-logo" src={src} alt={appName} onError={() => setFailed(true)} />;
}
