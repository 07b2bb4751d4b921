import { type AdCard, type AdDetail, href } from '@adlens/shared-contracts';
import { Chip, Section } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';
import { AdThumbnail } from '../../../components/ad-card/ad-thumbnail';
import { describeDifferences, diffWords, variantDifferences } from '../state/variant-differences';

/** One column: a creative, with what sets it apart from the ad on this page marked. */
function VariantColumn({ base, ad, current }: { base: AdCard; ad: AdCard; current: boolean }) {
  const differences = variantDifferences(base, ad);
  const title = ad.title || ad.domain;
  return (
    <li
      className="ad-variants__item"
      aria-label={current ? `This ad: ${title}` : `Variant ${ad.id}`}
    >
      <AdThumbnail
        media={ad.media[0]}
        alt={`Creative of ${current ? 'this ad' : `variant ${ad.id}`}`}
      />
      {current ? (
        <p className="ad-variants__heading">This ad</p>
      ) : (
        <p className="ad-variants__heading">
          <Link to={href('adDetail', { platform: ad.platform, id: ad.id })}>Variant {ad.id}</Link>
        </p>
      )}
      {current ? null : (
        <p className="ad-variants__differs">Differs in: {describeDifferences(differences)}</p>
      )}
      <p className="ad-variants__text">
        {current
          ? ad.text
          : diffWords(base.text, ad.text).map((part, index) => (
              <span key={index}>
                {index > 0 ? ' ' : null}
                {part.changed ? <mark>{part.word}</mark> : part.word}
              </span>
            ))}
      </p>
      <p className="ad-variants__cta">
        Call to action:{' '}
        {!current && differences.cta ? <mark>{ad.cta ?? 'none'}</mark> : (ad.cta ?? 'none')}
      </p>
      {!current && differences.media ? <Chip tone="info">Other media</Chip> : null}
    </li>
  );
}

/**
 * The ad beside its variants (near-identical creatives of the same advertiser and landing domain,
 * decision 0033), each marked where it differs: text, call to action, media.
 */
export function AdVariants({ ad }: { ad: AdDetail }) {
  if (ad.variants.length === 0) return null;
  return (
    <Section title={`Variants (${ad.variants.length + 1})`}>
      <ul className="ad-variants">
        <VariantColumn base={ad} ad={ad} current />
        {ad.variants.map((variant) => (
          <VariantColumn key={variant.id} base={ad} ad={variant} current={false} />
        ))}
      </ul>
    </Section>
  );
}
