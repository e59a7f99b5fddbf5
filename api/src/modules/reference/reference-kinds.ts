import { BadRequestException, NotFoundException, PipeTransform } from '@nestjs/common';
import { Messages, MetaKind } from '@marketplace/shared-dto';

/** The words of each kind in the spec's messages. */
export const KIND_WORDS: Record<MetaKind, { singular: string; nameRequired: string; submitted: string }> = {
  categories: { singular: 'category', nameRequired: Messages.categoryNameRequired, submitted: Messages.submittedForApproval },
  tags: { singular: 'tag', nameRequired: Messages.tagNameRequired, submitted: Messages.kindSubmittedForApproval('Tag') },
  languages: { singular: 'language', nameRequired: Messages.languageNameRequired, submitted: Messages.kindSubmittedForApproval('Language') },
  performers: { singular: 'performer', nameRequired: Messages.performerNameRequired, submitted: Messages.kindSubmittedForApproval('Performer') },
  venues: { singular: 'venue', nameRequired: Messages.venueRequired, submitted: Messages.venueSubmitted },
};

/** Accepts a `:kind` route segment among `kinds`; any other word is an unknown route (404). */
export class KindPipe<K extends MetaKind> implements PipeTransform<string, K> {
  constructor(private readonly kinds: readonly K[]) {}

  transform(value: string): K {
    if (!(this.kinds as readonly string[]).includes(value)) throw new NotFoundException(Messages.notFound);
    return value as K;
  }
}

/** A name given, trimmed and not empty, or 400 with the kind's message. */
export function requireName(kind: MetaKind, name: string | undefined): string {
  if (name) return name;
  const message = KIND_WORDS[kind].nameRequired;
  throw new BadRequestException({ message, details: { name: message } });
}
