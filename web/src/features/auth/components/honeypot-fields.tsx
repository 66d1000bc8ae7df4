import type { UseFormRegister } from 'react-hook-form';
import { HONEYPOT_FIELDS } from '@frontdesk/contracts/auth';
import type { RegisterFormInput } from '../api/register';

/**
 * Bot traps: fields off-screen, out of the tab order and hidden from assistive technology, so
 * only a bot fills them. Not display:none, which many bots know to skip.
 */
export function HoneypotFields({ register }: { register: UseFormRegister<RegisterFormInput> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed -left-[10000px] top-0 h-px w-px overflow-hidden">
      {HONEYPOT_FIELDS.map((name) => (
        <label key={name}>
          {name}
          <input type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" {...register(name)} />
        </label>
      ))}
    </div>
  );
}
