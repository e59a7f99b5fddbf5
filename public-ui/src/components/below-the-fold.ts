/**
 * A section that is seldom on the first screen: the browser skips its layout and paint until it comes near the
 * viewport (the first layout of a server-rendered page was the longest task after the first paint on a
 * phone-speed CPU). `auto` remembers its real height once laid out; the estimate only sizes the scrollbar.
 */
export const BELOW_THE_FOLD = { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' } as const;
