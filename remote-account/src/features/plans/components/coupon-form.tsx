import { type Coupon, couponCheckEndpoint } from '@adlens/shared-contracts';
import {
  Button,
  FormAlert,
  FormStatus,
  InlineFormRow,
  TextInput,
  useFormSubmission,
  useTextField,
} from '@adlens/shared-ui';
import type { FormEvent } from 'react';
import { useCheckCoupon } from '../hooks/use-check-coupon';
import { couponSummary } from '../state/coupon-text';

const FIELDS = ['code'] as const;

export interface CouponFormProps {
  /** The code in use (from the URL), or null. */
  applied: string | null;
  /** Its terms when known (from the check or the calculator). */
  appliedCoupon: Coupon | null;
  onApplied: (coupon: Coupon) => void;
  onRemove: () => void;
}

function appliedText(applied: string | null, coupon: Coupon | null): string | undefined {
  if (!applied) return undefined;
  return coupon && coupon.code === applied
    ? `Coupon applied. ${couponSummary(coupon)}`
    : `Coupon ${applied} applied.`;
}

/** Checks a coupon code: the discount it gives, or the server's reason why not, next to the field. */
export function CouponForm({ applied, appliedCoupon, onApplied, onRemove }: CouponFormProps) {
  const checkCoupon = useCheckCoupon();
  const code = useTextField();
  const { formRef, errors, sending, submit } = useFormSubmission(FIELDS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(couponCheckEndpoint.body, { code: code.value }, async (body) => {
      onApplied(await checkCoupon(body.code));
    });
  }

  return (
    <form
      ref={formRef}
      className="coupon-form"
      aria-label="Coupon"
      noValidate
      onSubmit={handleSubmit}
    >
      <InlineFormRow>
        <TextInput
          label="Coupon code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...code}
          error={errors.code}
        />
        <Button type="submit" variant="secondary" loading={sending}>
          Apply coupon
        </Button>
      </InlineFormRow>
      <FormAlert message={errors.form} />
      <div className="coupon-form__applied">
        <FormStatus message={appliedText(applied, appliedCoupon)} />
        {applied ? (
          <Button variant="ghost" size="small" onClick={onRemove}>
            Remove coupon
          </Button>
        ) : null}
      </div>
    </form>
  );
}
