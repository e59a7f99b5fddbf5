import { useId, useState, type ElementType, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, type SxProps, type Theme } from '@mui/material';
import { splitLocalePath } from '@marketplace/shared-dto';

/** One object, so a re-render never sets the kept element's innerHTML (React sets it when the prop's identity changes). */
const KEEP_CHILDREN = { __html: '' };
const ATTRIBUTE = 'data-server-html';
/** Kept links have no React to mark keyboard focus (MUI's focus-visible class): the browser's own state shows it. */
const FOCUS_SX = { '& a:focus-visible': { outline: '2px solid', outlineOffset: '2px' } };

/** A click the browser would answer with a page load of this site: the app's router takes it instead. */
function appPath(event: MouseEvent): string | null {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return null;
  return splitLocalePath(link.pathname).path + link.search + link.hash;
}

/**
 * A part of a page with links but no controls. When the server rendered it, React leaves the server's HTML as
 * it is instead of hydrating it: on a phone-speed CPU hydration is the page's longest work, and these parts
 * would gain nothing from it. It stays the server's HTML while `of` (what it shows, an API answer) is the
 * same object; once that changes it renders as usual, and so does every mount the server did not render
 * (a page reached within the app). Its links move within the app as RouterLinks do.
 */
export function ServerHtml({ of, component = 'div', sx, children, ...attributes }: {
  of: unknown;
  component?: ElementType;
  sx?: SxProps<Theme>;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const onServer = typeof document === 'undefined';
  const style = [FOCUS_SX, ...(Array.isArray(sx) ? sx : [sx])];
  // the server's element with this id is in the page only while it is being hydrated or kept
  const [keptOf, setKeptOf] = useState<unknown>(() => (!onServer && document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`) ? of : undefined));
  // one way: a part rendered by the browser has no server HTML left to go back to
  if (keptOf !== undefined && keptOf !== of) setKeptOf(undefined);
  if (onServer) return <Box component={component} sx={style} {...attributes} {...{ [ATTRIBUTE]: id }}>{children}</Box>;
  if (keptOf === undefined || keptOf !== of) return <Box key="rendered" component={component} sx={style} {...attributes}>{children}</Box>;
  const follow = (event: MouseEvent) => {
    const path = appPath(event);
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <Box key="kept" component={component} sx={style} {...attributes} {...{ [ATTRIBUTE]: id }} onClick={follow}
      dangerouslySetInnerHTML={KEEP_CHILDREN} suppressHydrationWarning />
  );
}
