import { createElement } from 'react';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ContactMailOutlinedIcon from '@mui/icons-material/ContactMailOutlined';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import type { ContentPageKey } from '@marketplace/shared-dto';

/** The five managed pages: label (a catalogue key) and icon. */
export const PAGE_INFO: Record<ContentPageKey, { label: string; icon: ReturnType<typeof createElement> }> = {
  about: { label: 'app.content.pages.about', icon: createElement(InfoOutlinedIcon) },
  contact: { label: 'app.content.pages.contact', icon: createElement(ContactMailOutlinedIcon) },
  'privacy-policy': { label: 'app.content.pages.privacy', icon: createElement(PrivacyTipOutlinedIcon) },
  'terms-of-service': { label: 'app.content.pages.terms', icon: createElement(GavelOutlinedIcon) },
  'help-center': { label: 'app.content.pages.help', icon: createElement(HelpOutlineIcon) },
};

/** Admin-authored HTML with newlines rendered as line breaks (spec section 3). */
export const bodyHtml = (content: string) => ({ __html: content.replace(/\n/g, '<br />') });
