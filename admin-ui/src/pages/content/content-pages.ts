import { createElement } from 'react';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ContactMailOutlinedIcon from '@mui/icons-material/ContactMailOutlined';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import type { ContentPageKey } from '@marketplace/shared-dto';

/** The five managed pages: label and icon. */
export const PAGE_INFO: Record<ContentPageKey, { label: string; icon: ReturnType<typeof createElement> }> = {
  about: { label: 'About Us', icon: createElement(InfoOutlinedIcon) },
  contact: { label: 'Contact', icon: createElement(ContactMailOutlinedIcon) },
  'privacy-policy': { label: 'Privacy Policy', icon: createElement(PrivacyTipOutlinedIcon) },
  'terms-of-service': { label: 'Terms of Service', icon: createElement(GavelOutlinedIcon) },
  'help-center': { label: 'Help Center', icon: createElement(HelpOutlineIcon) },
};

/** Admin-authored HTML with newlines rendered as line breaks (spec section 3). */
export const bodyHtml = (content: string) => ({ __html: content.replace(/\n/g, '<br />') });
