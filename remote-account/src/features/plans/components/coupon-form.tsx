import { type Coupon, couponCheckEndpoint, useApi } from '@adlens/shared-contracts';
import { Button, TextInput } from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/pending-kit/form-alert';
import { useFormSubmission } from '../../../components/pending-kit/use-form-submission';
import { checkCoupon } from '../api/plans-api';
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

function appliedText(applied: string, coupon: Coupon | null): string {
  return coupon && coupon.code === applied
    ? `Coupon applied. ${couponSummary(coupon)}`
    : `Coupon ${applied} applied.`;
}

// TODO(kit/design): the kit's Form frame and useTextField, and design's InlineFormRow, once they land.
/** Checks a coupon code: the discount it gives, or the server's reason why not, next to the field. */
export function CouponForm({ applied, appliedCoupon, onApplied, onRemove }: CouponFormProps) {
  const api = useApi();
  const [code, setCode] = useState('');
  const { formRef, errors, sending, submit } = useFormSubmission(FIELDS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(couponCheckEndpoint.body, { code }, async (body) => {
      onApplied(await checkCoupon(api, body.code));
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
      <div className="coupon-form__row">
        <TextInput
          label="Coupon code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.code}
        />
        <Button type="submit" variant="secondary" loading={sending}>
          Apply coupon
        </Button>
      </div>
      <FormAlert message={errors.form} />
      <div className="coupon-form__applied">
        <p role="status">{applied ? appliedText(applied, appliedCoupon) : ''}</p>
        {applied ? (
          <Button variant="ghost" size="small" onClick={onRemove}>
            Remove coupon
          </Button>
        ) : null}
      </div>
    </form>
  );
}
