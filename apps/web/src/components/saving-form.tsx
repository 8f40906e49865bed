import type { ReactNode } from 'react';
import { Form, type FormInstance, type FormProps } from 'antd';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';

type SavingFormProps<V> = Omit<FormProps<V>, 'form' | 'onFinish' | 'children'> & {
  form: FormInstance<V>;
  children: ReactNode;
  /** Saves the validated values and answers the message to show (null: nothing saved, nothing to say). */
  save: (values: V) => Promise<string | null>;
};

/**
 * A form saved where it stands (a settings section, a drawer tab), not in a dialog: submit saves and shows the
 * reply's message; a failed save keeps what was typed, with the request wrapper's toast.
 */
export function SavingForm<V>({ save, children, ...rest }: SavingFormProps<V>) {
  return (
    <Form<V>
      layout="vertical"
      {...rest}
      onFinish={action(async (v: V) => {
        const msg = await save(v);
        if (msg !== null) feedback.message.success(msg);
      })}
    >
      {children}
    </Form>
  );
}
