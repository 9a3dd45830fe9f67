// A row of call-to-action buttons. A button without a link dials the business phone of site settings.
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { SmartLink } from '../../components/SmartLink.tsx';
import { useSite } from '../../layout/SiteContext.tsx';
import { BlockSection } from '../BlockSection.tsx';

export default function CtaButtonsBlock({ block }: BlockProps<'ctaButtons'>) {
  const { business } = useSite();
  const center = block.align === 'center';
  return (
    <BlockSection block={block} className={`container py-4 cta-buttons-block${center ? ' text-center' : ''}`}>
      {block.text && <RichText value={block.text} />}
      <div className={`d-flex flex-wrap gap-3${center ? ' justify-content-center' : ''}`}>
        {block.buttons.map((b, i) => {
          const className = `btn btn-lg btn-${b.variant}`;
          return b.link ? (
            <SmartLink key={i} className={className} href={b.link}>
              {b.text}
            </SmartLink>
          ) : (
            <SmartLink key={i} className={className} href={business.phoneLink}>
              {b.text} <span className="cta-phone text-nowrap">{business.phoneShown}</span>
            </SmartLink>
          );
        })}
      </div>
    </BlockSection>
  );
}
