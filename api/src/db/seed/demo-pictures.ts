import { slugify } from '../../common/identifiers';
import { EVENTS, HERO_BANNERS, PALETTES, PERFORMERS, VENUES } from './demo-catalog';
import { logoSvg, MOTIFS, PictureSink, portraitSvg, sceneSvg } from './demo-images';
import { DEMO_PAGES } from './demo-pages';

/**
 * The demo marketplace's pictures, drawn before the seed's transaction (they take most of its time) and
 * removed again if it does not commit; by name, for the rows that show them.
 */
export interface Pictures {
  venues: Map<string, string[]>;
  performers: Map<string, string>;
  events: Map<string, { banner: string; gallery: string[] }>;
  banners: string[];
  team: Map<string, string>;
  logo: string;
}

const GALLERY_CAPTIONS = ['On stage', 'The audience', 'At the venue'];
export const VENUE_CAPTIONS = ['Main entrance', 'Inside', 'After dark'];

export async function drawPictures(images: PictureSink): Promise<Pictures> {
  const venueByName = new Map(VENUES.map((v) => [v.name, v]));
  const venueJobs = VENUES.map((v, i) =>
    Promise.all(VENUE_CAPTIONS.map((caption, k) =>
      images.save('venues', `${slugify(v.name)}-${k + 1}`, sceneSvg({
        width: k === 0 ? 1200 : 800, height: k === 0 ? 600 : 500, palette: v.palette, motif: k === 0 ? 'skyline' : MOTIFS[(i + k) % MOTIFS.length],
        title: v.name, subtitle: k === 0 ? `${v.city}, ${v.state}` : caption, seed: i * 10 + k,
      })))));
  const performerJobs = PERFORMERS.map((p) => images.save('performers', slugify(p.name), portraitSvg(600, p.palette, p.name)));
  const eventJobs = EVENTS.map((e, i) => {
    const venue = venueByName.get(e.venue)!;
    const palette = PALETTES[e.categories[0]];
    const banner = images.save('events', `${slugify(e.title)}-banner`, sceneSvg({
      width: 1200, height: 600, palette, motif: MOTIFS[i % MOTIFS.length], title: e.title, subtitle: `${venue.name} · ${venue.city}`, seed: 100 + i,
    }));
    const gallery = Promise.all(GALLERY_CAPTIONS.slice(0, 2 + (i % 2)).map((caption, k) =>
      images.save('events', `${slugify(e.title)}-${k + 1}`, sceneSvg({
        width: 800, height: 500, palette, motif: MOTIFS[(i + k + 1) % MOTIFS.length], title: e.title, subtitle: caption, seed: 1000 + i * 10 + k,
      }))));
    return Promise.all([banner, gallery]).then(([b, g]) => ({ banner: b, gallery: g }));
  });
  // The carousel writes the banner's title and button over the picture, so these carry no caption.
  const bannerJobs = HERO_BANNERS.map((b, i) =>
    images.save('hero', slugify(b.title), sceneSvg({ width: 1600, height: 600, palette: b.palette, motif: b.motif, title: '', seed: 500 + i })));
  const teamMembers = DEMO_PAGES.find((p) => p.page === 'about')?.aboutInfo?.teamMembers ?? [];
  const palettes = Object.values(PALETTES);
  const teamJobs = teamMembers.map((m, i) => images.save('team', slugify(m.name), portraitSvg(400, palettes[i % palettes.length], m.name)));

  const [venuePics, performerPics, eventPics, bannerPics, teamPics, logo] = await Promise.all([
    Promise.all(venueJobs), Promise.all(performerJobs), Promise.all(eventJobs), Promise.all(bannerJobs), Promise.all(teamJobs),
    images.save('logo', 'utsav-logo', logoSvg(), 'png'),
  ]);
  return {
    venues: new Map(VENUES.map((v, i) => [v.name, venuePics[i]])),
    performers: new Map(PERFORMERS.map((p, i) => [p.name, performerPics[i]])),
    events: new Map(EVENTS.map((e, i) => [e.title, eventPics[i]])),
    banners: bannerPics,
    team: new Map(teamMembers.map((m, i) => [m.name, teamPics[i]])),
    logo,
  };
}
