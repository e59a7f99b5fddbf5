export interface ImageRef {
  url: string;
  alt: string;
}

export interface HeroBanner {
  _id: string;
  id: string;
  title: string;
  subtitle: string;
  description: string;
  image: ImageRef;
  buttonText: string;
  buttonLink: string;
  isActive: boolean;
  order: number;
  showOverlay: boolean;
  overlayOpacity: number;
}

export interface SiteLogo {
  name: string;
  image: ImageRef;
}

export interface HealthResponse {
  status: 'ok';
}
