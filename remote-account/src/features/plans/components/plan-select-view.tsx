import { type Coupon, type SubscriptionPlans } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, EmptyState, PageHeader } from '@adlens/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useUrlSearch } from '../../../components/use-url-search';
import { plansQuery, priceQuery } from '../api/plans-api';
import {
  type ChoiceInUrl,
  type PlanChoice,
  choiceFromSearch,
  defaultTier,
  searchFromChoice,
} from '../state/plan-choice';
import { BillingPeriod } from './billing-period';
import { CouponForm } from './coupon-form';
import { PayForm } from './pay-form';
import { PlanCards } from './plan-cards';
import { PlansSkeleton } from './plans-skeleton';
import { PriceBreakdown } from './price-breakdown';
import './plans.css';

export interface PlanSelectViewProps {
  /** Sends the browser to the gateway (a full page load); replaceable in tests. */
  goTo?: (url: string) => void;
}

function leaveForGateway(url: string) {
  window.location.assign(url);
}

/** `/plans/select`: plans side by side, billing period, coupon, price and payment. */
export function PlanSelectView({ goTo = leaveForGateway }: PlanSelectViewProps) {
  const api = useApi();
  const plans = useQuery(plansQuery(api));
  return (
    <main className="plans-page">
      <PageHeader
        title="Choose a plan"
        subtitle="Every plan includes ad search on its platforms; credits open ad details."
      />
      <AsyncContent
        query={plans}
        loadingLabel="Loading plans"
        errorTitle="Could not load the plans"
        skeleton={<PlansSkeleton />}
        isEmpty={(data) => data.monthly.length + data.yearly.length === 0}
        empty={
          <EmptyState
            title="No plans are on offer right now"
            description="Please come back later."
          />
        }
      >
        {(data) => <PlanSelection plans={data} goTo={goTo} />}
      </AsyncContent>
    </main>
  );
}

function PlanSelection({ plans, goTo }: { plans: SubscriptionPlans; goTo: (url: string) => void }) {
  const api = useApi();
  const [search, setSearch] = useUrlSearch();
  const [checked, setChecked] = useState<Coupon | null>(null);
  const inUrl = choiceFromSearch(search);
  const tier = inUrl.plan ?? defaultTier([...plans.monthly, ...plans.yearly]);
  const choice: PlanChoice | null = tier
    ? { plan: tier, period: inUrl.period, ...(inUrl.coupon ? { coupon: inUrl.coupon } : {}) }
    : null;
  const price = useQuery({
    ...priceQuery(api, choice ?? { plan: 'basic', period: 'month' }),
    enabled: choice !== null,
    placeholderData: keepPreviousData,
  });

  function update(next: Partial<ChoiceInUrl>) {
    setSearch(searchFromChoice({ ...inUrl, plan: tier, ...next }));
  }

  const shown = inUrl.period === 'year' ? plans.yearly : plans.monthly;
  const monthlyOfTier = plans.monthly.find((plan) => plan.tier === tier);
  const yearlyOfTier = plans.yearly.find((plan) => plan.tier === tier);
  const yearlySavings =
    monthlyOfTier && yearlyOfTier ? monthlyOfTier.price * 12 - yearlyOfTier.price : null;
  // The total shown on the pay button must belong to this very choice, not the previous one.
  const current = price.data && !price.isPlaceholderData ? price.data : null;

  return (
    <div className="plans-page__layout">
      <div className="plans-page__choices">
        <BillingPeriod
          value={inUrl.period}
          yearlySavings={yearlySavings}
          onChange={(period) => update({ period })}
        />
        {choice ? (
          <PlanCards plans={shown} selected={choice.plan} onSelect={(plan) => update({ plan })} />
        ) : (
          <EmptyState title="No paid plan is on offer for this billing period" />
        )}
      </div>
      <aside className="plans-page__summary" aria-label="Order summary">
        <CouponForm
          applied={inUrl.coupon}
          appliedCoupon={checked ?? price.data?.coupon ?? null}
          onApplied={(coupon) => {
            setChecked(coupon);
            update({ coupon: coupon.code });
          }}
          onRemove={() => update({ coupon: null })}
        />
        {choice ? (
          <>
            <PriceBreakdown query={price} onRemoveCoupon={() => update({ coupon: null })} />
            <PayForm
              choice={choice}
              total={current ? { amount: current.total, currency: current.currency } : null}
              goTo={goTo}
            />
          </>
        ) : null}
      </aside>
    </div>
  );
}
