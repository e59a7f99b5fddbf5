import { IconButton, Stack } from '@mui/material';
import InstagramIcon from '@mui/icons-material/Instagram';
import YouTubeIcon from '@mui/icons-material/YouTube';
import XIcon from '@mui/icons-material/X';
import LanguageIcon from '@mui/icons-material/Language';
import type { PublicPerformer } from '@marketplace/shared-dto';
import { useTranslation } from '@marketplace/shared-ui';

export function SocialLinks({ performer, withTwitter = false }: { performer: PublicPerformer; withTwitter?: boolean }) {
  const { t } = useTranslation();
  // the brands keep their names in both languages
  const links = [
    { href: performer.instagram, label: 'Instagram', icon: <InstagramIcon fontSize="small" /> },
    { href: performer.youtube, label: 'YouTube', icon: <YouTubeIcon fontSize="small" /> },
    ...(withTwitter ? [{ href: performer.twitter, label: 'X (Twitter)', icon: <XIcon fontSize="small" /> }] : []),
    { href: performer.website, label: t('performers.website'), icon: <LanguageIcon fontSize="small" /> },
  ].filter((l) => l.href);
  if (links.length === 0) return null;
  return (
    <Stack direction="row" gap={0.5}>
      {links.map((l) => (
        <IconButton key={l.label} href={l.href!} target="_blank" rel="noopener noreferrer" aria-label={l.label} size="small" onClick={(e) => e.stopPropagation()}>
          {l.icon}
        </IconButton>
      ))}
    </Stack>
  );
}
