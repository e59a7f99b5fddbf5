import { Suspense, use, useId, type ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

/**
 * Sections below the fold of a server-rendered page keep the server's HTML, without React, until they come near
 * the screen or the visitor first touches or types: hydrating the whole page at once cost a phone-speed CPU long
 * tasks for parts nobody sees yet. React leaves a boundary whose content suspends during hydration as it is, and
 * hydrates it when its promise settles; the server renders it all (nothing suspends there).
 */
const MARGIN_PX = 400;
const ATTRIBUTE = 'data-hydrate-when-seen';

/** Only the first hydration of a server-rendered page defers: a page the browser renders itself shows at once. */
let deferring = typeof document !== 'undefined' && document.getElementById('ssr-state') !== null;
const waiting = new Map<string, Promise<void>>();
const releases: (() => void)[] = [];

function releaseAll() {
  deferring = false;
  for (const release of releases.splice(0)) release();
}

if (deferring) {
  for (const type of ['pointerdown', 'keydown', 'focusin']) addEventListener(type, releaseAll, { capture: true, once: true, passive: true });
}

/** The promise a section waits on, or null when it need not wait (not a first hydration, or on the screen already). */
function waitFor(id: string): Promise<void> | null {
  const known = waiting.get(id);
  if (known || !deferring) return known ?? null;
  const section = document.querySelector(`[${ATTRIBUTE}="${id}"]`);
  if (!section || section.getBoundingClientRect().top < innerHeight) return null;
  const seen = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      resolve();
    }, { rootMargin: `${MARGIN_PX}px` });
    observer.observe(section);
    releases.push(() => {
      observer.disconnect();
      resolve();
    });
  });
  waiting.set(id, seen);
  return seen;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const seen = typeof document === 'undefined' ? null : waitFor(id);
  if (seen) use(seen);
  return children;
}

/** Marks the first hydration over (PageHydrated): later renders of these sections are the browser's own. */
export function stopDeferringHydration() {
  deferring = false;
}

/** A below-the-fold part of a server-rendered page, hydrated once seen; `sx` lays out its wrapper like its parent would. */
export function HydrateWhenSeen({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  const id = useId();
  return (
    <Box {...{ [ATTRIBUTE]: id }} sx={sx}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </Box>
  );
}
