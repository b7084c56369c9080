import type { Queryable } from '../db';

/** Fixed ids so later seeds (branches, menu, orders) and tests can reference the demo brands. */
export const BRAND_B2C_ID = '64b7f0a1c2d3e4f5a6b7c801';
export const BRAND_B2B_ID = '64b7f0a1c2d3e4f5a6b7c802';

export interface BrandSeed {
  id: string;
  domain: string;
  aliases: string[];
  appName: string;
  businessType: 'b2c' | 'b2b';
  multipleMenu: boolean;
  colors: { name: string; value: string }[];
  termsAndConditions: string;
  privacyPolicy: string;
  deliveryConditionsId: string;
  porcentajeMarca: number;
  porcentajeUsuario: number;
  minimoGratis: number;
  minimoCompra: number;
  socialLoginProvider: string;
  paymentProviderName: string;
  showVatDisclaimer: boolean;
  nativeAppPrompt: boolean;
  percentagePoints: number;
}

const terms = (name: string, owner: string) => `Términos y condiciones de uso de ${name}

1. Aceptación. Al registrarte o usar la aplicación de ${name} aceptás estos términos. ${owner} es responsable de la aplicación y de los pedidos realizados a través de ella.

2. Cuenta. Sos responsable de mantener la confidencialidad de tu contraseña y de la información de tu cuenta. Podés ingresar como invitado, pero en ese caso no acumulás puntos.

3. Pedidos y precios. Los precios se expresan en pesos argentinos (ARS) e incluyen IVA salvo indicación en contrario. La disponibilidad de productos puede variar según el local y el horario.

4. Programa de puntos. Los clientes registrados acumulan puntos por cada compra según el porcentaje vigente informado en la aplicación. Los puntos no son canjeables por dinero, son personales e intransferibles y pueden utilizarse como medio de pago parcial o total en los locales adheridos.

5. Pagos. Los pagos en línea son procesados por un proveedor externo. ${owner} no almacena los datos de tu tarjeta.

6. Cancelaciones. Un pedido puede cancelarse mientras no haya ingresado a cocina. Los reintegros se realizan por el mismo medio de pago utilizado.

7. Modificaciones. Podemos actualizar estos términos; te avisaremos en la aplicación antes de que entren en vigencia.

8. Ley aplicable. Rige la ley de la República Argentina. Ante cualquier controversia serán competentes los tribunales ordinarios de la Ciudad Autónoma de Buenos Aires.`;

const privacy = (name: string, owner: string) => `Política de privacidad de ${name}

${owner} trata tus datos personales conforme a la Ley 25.326 de Protección de los Datos Personales.

Datos que recolectamos: nombre, email, teléfono, fecha de nacimiento, género, DNI o CUIT, direcciones de entrega, historial de pedidos y puntos, y datos de uso de la aplicación (productos, historias y banners vistos).

Para qué los usamos: gestionar tu cuenta y tus pedidos, acreditar puntos, enviarte comunicaciones sobre tus pedidos y, si lo aceptás, promociones y notificaciones.

Con quién los compartimos: con el proveedor de pagos y de envíos únicamente para completar tus pedidos. No vendemos tus datos.

Tus derechos: podés acceder, rectificar o suprimir tus datos escribiendo a soporte desde la sección Ayuda. La Agencia de Acceso a la Información Pública, órgano de control de la Ley 25.326, atiende las denuncias y reclamos relacionados con el incumplimiento de las normas sobre protección de datos personales.`;

export const brandSeeds: BrandSeed[] = [
  {
    id: BRAND_B2C_ID,
    domain: 'localhost',
    // Loopback addresses resolve to the demo brand too, so `http://127.0.0.1:8080` works out of the box.
    aliases: ['127.0.0.1', '[::1]'],
    appName: 'Brasa Palermo',
    businessType: 'b2c',
    multipleMenu: true,
    colors: [
      { name: 'primary', value: '#C2410C' },
      { name: 'primaryContrast', value: '#FFFFFF' },
      { name: 'secondary', value: '#1F2937' },
      { name: 'background', value: '#FFF8F1' },
      { name: 'surface', value: '#FFFFFF' },
      { name: 'text', value: '#1C1917' },
      { name: 'textMuted', value: '#57534E' },
      { name: 'success', value: '#15803D' },
      { name: 'warning', value: '#B45309' },
      { name: 'error', value: '#B91C1C' },
    ],
    termsAndConditions: terms('Brasa Palermo', 'Brasa Palermo S.R.L. (CUIT 30-71654321-9)'),
    privacyPolicy: privacy('Brasa Palermo', 'Brasa Palermo S.R.L.'),
    deliveryConditionsId: '64b7f0a1c2d3e4f5a6b7c8d1',
    porcentajeMarca: 50,
    porcentajeUsuario: 50,
    minimoGratis: 25000,
    minimoCompra: 6000,
    socialLoginProvider: 'Google',
    paymentProviderName: 'Mercado Pago',
    showVatDisclaimer: false,
    nativeAppPrompt: true,
    percentagePoints: 10,
  },
  {
    id: BRAND_B2B_ID,
    domain: 'b2b.localhost',
    aliases: [],
    appName: 'Distribuidora Del Plata',
    businessType: 'b2b',
    multipleMenu: false,
    colors: [
      { name: 'primary', value: '#1D4ED8' },
      { name: 'primaryContrast', value: '#FFFFFF' },
      { name: 'secondary', value: '#0F766E' },
      { name: 'background', value: '#F1F5F9' },
      { name: 'surface', value: '#FFFFFF' },
      { name: 'text', value: '#0F172A' },
      { name: 'textMuted', value: '#475569' },
      { name: 'success', value: '#15803D' },
      { name: 'warning', value: '#B45309' },
      { name: 'error', value: '#B91C1C' },
    ],
    termsAndConditions: terms('Distribuidora Del Plata', 'Distribuidora Del Plata S.A. (CUIT 30-70987654-3)'),
    privacyPolicy: privacy('Distribuidora Del Plata', 'Distribuidora Del Plata S.A.'),
    deliveryConditionsId: '64b7f0a1c2d3e4f5a6b7c8d2',
    porcentajeMarca: 0,
    porcentajeUsuario: 100,
    minimoGratis: 400000,
    minimoCompra: 80000,
    socialLoginProvider: 'Google',
    paymentProviderName: 'Mercado Pago',
    showVatDisclaimer: true,
    nativeAppPrompt: false,
    percentagePoints: 0,
  },
];

export async function seedBrands(tx: Queryable): Promise<void> {
  for (const b of brandSeeds) {
    await tx.query(
      `INSERT INTO brands (id, domain, aliases, app_name, business_type, multiple_menu, colors,
         terms_and_conditions, privacy_policy, delivery_conditions_id, porcentaje_marca, porcentaje_usuario,
         minimo_gratis, minimo_compra, social_login_provider, payment_provider_name, show_vat_disclaimer,
         native_app_prompt, percentage_points)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19)
       ON CONFLICT (id) DO NOTHING`,
      [
        b.id,
        b.domain,
        b.aliases,
        b.appName,
        b.businessType,
        b.multipleMenu,
        JSON.stringify(b.colors),
        b.termsAndConditions,
        b.privacyPolicy,
        b.deliveryConditionsId,
        b.porcentajeMarca,
        b.porcentajeUsuario,
        b.minimoGratis,
        b.minimoCompra,
        b.socialLoginProvider,
        b.paymentProviderName,
        b.showVatDisclaimer,
        b.nativeAppPrompt,
        b.percentagePoints,
      ],
    );
  }
}
