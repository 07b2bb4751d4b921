import { Button, InlineFormRow, Section, TextInput } from '@adlens/shared-ui';
import { useId, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

const MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Link copied to the clipboard.',
  failed: 'Copying is not possible here: the link is selected, copy it with Ctrl+C or ⌘C.',
};

/** The sign-up link carrying the user's code, with a copy button and an announced confirmation. */
export function ReferralLink({ link, code }: { link: string; code: string }) {
  const inputId = useId();
  const [state, setState] = useState<CopyState>('idle');
  const [copies, setCopies] = useState(0);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      // No clipboard (insecure origin, permission refused): select the text for a manual copy.
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) {
        input.focus();
        input.select();
      }
      setState('failed');
    }
    setCopies((count) => count + 1);
  }

  return (
    <Section
      title="Your referral link"
      description="Share it: whoever signs up through it counts as your referral."
    >
      <InlineFormRow>
        <TextInput
          id={inputId}
          label="Referral link"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          hint={
            <>
              Your code: <strong>{code}</strong>
            </>
          }
        />
        <Button variant="secondary" onClick={() => void copy()}>
          Copy link
        </Button>
      </InlineFormRow>
      {/* The key re-creates the message so that a second copy is announced again. */}
      <p role="status" className={`referral-link__status referral-link__status--${state}`}>
        <span key={copies}>{MESSAGES[state]}</span>
      </p>
    </Section>
  );
}
