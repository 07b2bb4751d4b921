import {
  type PriceBreakdown as Breakdown,
  errorMessage,
  isApiError,
} from '@adlens/shared-contracts';
import { Button, ErrorState, Section, SkeletonText, formatCurrency } from '@adlens/shared-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { couponDiscountText } from '../state/coupon-text';

export interface PriceBreakdownProps {
  query: Pick<UseQueryResult<Breakdown>, 'data' | 'error' | 'isPending' | 'isFetching' | 'refetch'>;
  onRemoveCoupon: () => void;
}

function Row({ label, value, total }: { label: string; value: string; total?: boolean }) {
  return (
    <div
      className={
        total ? 'price-breakdown__row price-breakdown__row--total' : 'price-breakdown__row'
      }
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Lines({ price }: { price: Breakdown }) {
  const money = (amount: number) => formatCurrency(amount, { currency: price.currency });
  const referral = price.referral_discount ?? 0;
  const couponPart = Math.round((price.discount - referral) * 100) / 100;
  const billed = price.period === 'year' ? 'billed yearly' : 'billed monthly';
  return (
    <>
      <dl className="price-breakdown__lines">
        <Row label={`${price.plan.name}, ${billed}`} value={money(price.subtotal)} />
        {price.coupon ? (
          <Row
            label={`Coupon ${price.coupon.code} (${couponDiscountText(price.coupon, price.currency)})`}
            value={`−${money(couponPart)}`}
          />
        ) : null}
        {referral > 0 ? <Row label="Referral discount" value={`−${money(referral)}`} /> : null}
        <Row label="Total" value={money(price.total)} total />
        <Row label="Credits" value={price.credits.toLocaleString('en-US')} />
      </dl>
      {price.yearly_savings > 0 ? (
        <p className="price-breakdown__savings">
          Yearly billing saves {money(price.yearly_savings)} over twelve monthly payments.
        </p>
      ) : null}
    </>
  );
}

/** The calculator's answer for the current choice; the last answer stays while the next loads. */
export function PriceBreakdown({ query, onRemoveCoupon }: PriceBreakdownProps) {
  const { data, error, isPending, isFetching } = query;
  let body;
  if (data) body = <Lines price={data} />;
  else if (isPending)
    body = (
      <div role="status" aria-busy="true" aria-label="Calculating the price">
        <SkeletonText lines={4} />
      </div>
    );
  else if (isApiError(error) && error.meta.field === 'coupon')
    body = (
      <div className="price-breakdown__coupon-error">
        <p role="alert">{error.meta.message}</p>
        <Button variant="secondary" size="small" onClick={onRemoveCoupon}>
          Remove coupon
        </Button>
      </div>
    );
  else
    body = (
      <ErrorState
        title="Could not calculate the price"
        message={errorMessage(error)}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <Section title="Price" className="price-breakdown">
      <div aria-live="polite" aria-busy={isFetching || undefined} className="price-breakdown__body">
        {body}
      </div>
    </Section>
  );
}
