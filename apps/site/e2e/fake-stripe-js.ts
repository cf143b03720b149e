/**
 * A stand-in for Stripe.js (issue 27), served at js.stripe.com by the Stripe suite's route (no
 * test here reaches Stripe). It has the surface the site uses: `Stripe(key).elements().create
 * ('card')` with mount, `change`/`ready` events and destroy; `createPaymentMethod`, which turns
 * Stripe's test card numbers into Stripe's test PaymentMethod ids (what test mode does); and
 * `handleNextAction`, which shows a 3-D Secure challenge with Stripe's test page's two buttons
 * and tells the fake Stripe API (apps/api/test/fake-stripe.ts, `/_test/authenticate`) the
 * outcome. The fields sit in the page (Stripe's are in its own frame).
 */
export function fakeStripeJs(fakeApi: string): string {
  return `(() => {
  const FAKE_API = ${JSON.stringify(fakeApi)};
  const CARDS = {
    '4242424242424242': 'pm_card_visa',
    '4000000000000002': 'pm_card_chargeDeclined',
    '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
    '4000002760003184': 'pm_card_authenticationRequired',
  };
  const digits = (text) => text.replace(/\\D/g, '');
  function cardElement() {
    const handlers = { change: [], ready: [] };
    let root = null;
    let number = null;
    const emit = (name, event) => handlers[name].forEach((h) => h(event));
    return {
      _number: () => (number ? digits(number.value) : ''),
      on(name, handler) { handlers[name]?.push(handler); return this; },
      mount(target) {
        root = document.createElement('div');
        root.style.display = 'flex';
        root.style.gap = '8px';
        const input = (label, auto, width) => {
          const el = document.createElement('input');
          el.setAttribute('aria-label', label);
          el.setAttribute('autocomplete', auto);
          el.setAttribute('inputmode', 'numeric');
          el.style.border = '0';
          el.style.minWidth = '0';
          el.style.flex = width;
          root.append(el);
          return el;
        };
        number = input('Card number', 'cc-number', '3');
        input('Expiration date MM / YY', 'cc-exp', '1');
        input('Security code', 'cc-csc', '1');
        number.addEventListener('input', () => {
          const n = digits(number.value);
          const error = n.length >= 16 && !CARDS[n] ? { type: 'validation_error', message: 'Your card number is invalid.' } : undefined;
          emit('change', { elementType: 'card', empty: n.length === 0, complete: Boolean(CARDS[n]), error });
        });
        target.append(root);
        setTimeout(() => emit('ready', { elementType: 'card' }), 0);
      },
      destroy() { root?.remove(); },
    };
  }
  function challenge() {
    return new Promise((resolve) => {
      const dialog = document.createElement('dialog');
      dialog.setAttribute('aria-label', '3D Secure test payment');
      const text = document.createElement('p');
      text.textContent = 'Test mode: complete or fail this 3-D Secure authentication.';
      dialog.append(text);
      for (const [label, ok] of [['Complete authentication', true], ['Fail authentication', false]]) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.addEventListener('click', () => { dialog.close(); dialog.remove(); resolve(ok); });
        dialog.append(button);
      }
      document.body.append(dialog);
      dialog.showModal();
    });
  }
  function Stripe(key) {
    if (!/^pk_test_/.test(key)) throw new Error('The stand-in Stripe.js takes test keys only.');
    return {
      elements() { return { create() { return cardElement(); } }; },
      async createPaymentMethod({ card }) {
        const n = card._number();
        if (n.length < 16) return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        const id = CARDS[n];
        if (!id) return { error: { type: 'validation_error', message: 'Your card number is invalid.' } };
        return { paymentMethod: { id, object: 'payment_method', type: 'card' } };
      },
      async handleNextAction({ clientSecret }) {
        const paymentIntent = String(clientSecret).split('_secret_')[0];
        const ok = await challenge();
        await fetch(FAKE_API + '/_test/authenticate', {
          method: 'POST',
          body: new URLSearchParams({ payment_intent: paymentIntent, success: String(ok) }),
        });
        if (!ok) {
          return { error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' } };
        }
        return { paymentIntent: { id: paymentIntent, status: 'requires_capture' } };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;
}
