import { Box } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import defaultBackground from '../assets/default-background.svg';
import classes from './Slideshow.module.css';

/** Time each slide stays on screen. */
export const SLIDE_INTERVAL_MS = 6000;

/** Props of {@link Slideshow}. */
export interface SlideshowProps {
  /** Image URLs in order; the default background when empty. */
  images: readonly string[];
  intervalMs?: number;
}

/** The login page's left side: the tenant's images, cross-fading every few seconds. */
export function Slideshow({ images, intervalMs = SLIDE_INTERVAL_MS }: SlideshowProps) {
  const { t } = useTranslation();
  const slides = images.length > 0 ? images : [defaultBackground];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (slides.length < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % slides.length),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [slides.length, intervalMs]);
  const active = index % slides.length;
  return (
    <Box
      className={classes.root}
      data-testid="slideshow"
      data-active-slide={active}
      data-default-background={images.length === 0 || undefined}
    >
      {slides.map((src, i) => (
        <div
          key={`${i}-${src}`}
          className={classes.slide}
          data-active={i === active || undefined}
          style={{ backgroundImage: `url("${src}")` }}
          role="img"
          aria-label={t('login.slideLabel', { n: i + 1, count: slides.length })}
          aria-hidden={i !== active}
        />
      ))}
      <div className={classes.shade} />
      {slides.length > 1 && (
        <div className={classes.dots}>
          {slides.map((src, i) => (
            <button
              key={`${i}-${src}`}
              type="button"
              className={classes.dot}
              data-active={i === active || undefined}
              aria-label={t('login.slideLabel', { n: i + 1, count: slides.length })}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </Box>
  );
}
