import type { Application, NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** Razorpay Checkout: its script, its frames and the calls the script makes. */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};
/** The contact page may embed a map; these are the map hosts its editor offers. */
const MAP_FRAMES = ['https://www.openstreetmap.org', 'https://www.google.com'];

/** Powerful features no page of ours uses; the vendor's door screen alone gets the camera (web/static.ts). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
export const DOOR_SCREEN_PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=()';

/**
 * Headers of every answer (the three UIs, the API, /docs): a CSP allowing only our own scripts (and
 * Razorpay's when that provider is on), no framing by anyone, nosniff, a strict referrer policy, a
 * Permissions-Policy denying camera, microphone, geolocation and payment, and HSTS
 * only on requests that arrived over HTTPS (directly or, with TRUST_PROXY, behind a proxy). /uploads
 * replaces the CSP with its own sandbox (web/static.ts).
 */
export function useSecurityHeaders(app: Application, opts: { razorpay: boolean }): void {
  const rzp = (list: string[]) => (opts.razorpay ? list : []);
  app.use(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...rzp(RAZORPAY.script)],
        // MUI (emotion) and Swagger UI set styles at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...rzp(RAZORPAY.connect)],
        frameSrc: [...MAP_FRAMES, ...rzp(RAZORPAY.frame)],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // Razorpay's checkout opens bank pages in pop-ups that report back to this window
    crossOriginOpenerPolicy: { policy: opts.razorpay ? 'same-origin-allow-popups' : 'same-origin' },
  }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  });
}
