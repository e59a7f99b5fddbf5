import { styled } from '@mui/material/styles';

/**
 * An <img> that takes `sx` and keeps width and height as HTML attributes (Box would turn them into CSS),
 * so the browser reserves the picture's box before it loads.
 */
export const Img = styled('img')({});
