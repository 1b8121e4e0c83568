import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { asUser, restCall, signUp } from './account-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser } from './order-steps.js';

const addressFields = 'id consignee areaCode phone country province city district postalCode detail label isDefault';
const userErrorFields = 'userErrors { code message field }';
const myAddressesQuery = `{ myAddresses { ${addressFields} } }`;
const addAddressMutation = `mutation Add($input: AddAddressInput!) {
  addAddress(input: $input) { address { ${addressFields} } addresses { id isDefault } ${userErrorFields} }
}`;
const updateAddressMutation = `mutation Update($input: UpdateAddressInput!) {
  updateAddress(input: $input) { address { ${addressFields} } ${userErrorFields} }
}`;
const deleteAddressMutation = `mutation Delete($input: DeleteAddressInput!) {
  deleteAddress(input: $input) { deletedAddressId addresses { id label isDefault } ${userErrorFields} }
}`;
const setDefaultMutation = `mutation SetDefault($input: SetDefaultAddressInput!) {
  setDefaultAddress(input: $input) { address { id isDefault } addresses { id isDefault } ${userErrorFields} }
}`;
const pickupPersonFields = 'id name areaCode phone';

const home = {
  consignee: '张伟',
  areaCode: '86',
  phone: '138 0013 8000',
  country: 'CN',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  postalCode: '518057',
  detail: '科技园南区深南大道10000号3栋401室',
  label: 'Home',
};

describe.each(databaseKinds)('addresses on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20 });
  });
  afterAll(() => server.close());

  async function addAddress(token: string, input: object, headers: Record<string, string> = {}) {
    return (await server.graphql(addAddressMutation, { input }, asUser(token, headers))).data.addAddress;
  }

  it('makes the first address the default, lists the default first and keeps exactly one default', async () => {
    const token = await signUp(server, clock, 'defaults@example.com');
    const first = await addAddress(token, home);
    expect(first.userErrors).toEqual([]);
    expect(first.address).toMatchObject({ ...home, phone: '13800138000', isDefault: true });

    const office = await addAddress(token, { ...home, label: 'Office', detail: '高新南一道9号', postalCode: null });
    expect(office.address).toMatchObject({ label: 'Office', isDefault: false, postalCode: null });

    const shipping = await addAddress(token, { ...home, label: 'Warehouse', isDefault: true });
    expect(shipping.address.isDefault).toBe(true);
    expect(shipping.addresses).toEqual([
      { id: shipping.address.id, isDefault: true },
      { id: office.address.id, isDefault: false },
      { id: first.address.id, isDefault: false },
    ]);

    const setDefault = (await server.graphql(setDefaultMutation, { input: { id: office.address.id } }, asUser(token)))
      .data.setDefaultAddress;
    expect(setDefault.userErrors).toEqual([]);
    expect(setDefault.addresses.filter((address: { isDefault: boolean }) => address.isDefault)).toEqual([
      { id: office.address.id, isDefault: true },
    ]);
    expect((await server.graphql(myAddressesQuery, {}, asUser(token))).data.myAddresses[0].id).toBe(office.address.id);

    const deleted = (await server.graphql(deleteAddressMutation, { input: { id: office.address.id } }, asUser(token)))
      .data.deleteAddress;
    expect(deleted.deletedAddressId).toBe(office.address.id);
    // The newest remaining address takes over as the default.
    expect(deleted.addresses).toEqual([
      { id: shipping.address.id, label: 'Warehouse', isDefault: true },
      { id: first.address.id, label: 'Home', isDefault: false },
    ]);

    const edited = (
      await server.graphql(
        updateAddressMutation,
        { input: { ...home, id: first.address.id, label: 'Parents', city: '广州市', isDefault: true } },
        asUser(token),
      )
    ).data.updateAddress;
    expect(edited.address).toMatchObject({ label: 'Parents', city: '广州市', isDefault: true });
    const list = (await server.graphql(myAddressesQuery, {}, asUser(token))).data.myAddresses;
    expect(list.map((address: { label: string; isDefault: boolean }) => [address.label, address.isDefault])).toEqual([
      ['Parents', true],
      ['Warehouse', false],
    ]);
  });

  it('enforces the address rules of the specification with translated messages', async () => {
    const token = await signUp(server, clock, 'rules@example.com');
    expect((await addAddress(token, home)).userErrors).toEqual([]);

    const refusals: [object, string, string, string][] = [
      [{ province: ' ' }, 'ADDRESS_REGION_REQUIRED', 'province', 'Please choose the region'],
      [{ country: '' }, 'ADDRESS_REGION_REQUIRED', 'country', 'Please choose the region'],
      [{ country: 'JP' }, 'ADDRESS_OUT_OF_DELIVERY_RANGE', 'country', 'The address is out of the delivery range'],
      [{ detail: '  ' }, 'ADDRESS_DETAIL_REQUIRED', 'detail', 'Please enter the detailed address'],
      [
        { detail: '深南大道 10000 号 🏠' },
        'ADDRESS_DETAIL_INVALID',
        'detail',
        'The detailed address must not contain special characters or emoji and has at most 200 characters',
      ],
      [
        { detail: '<script>alert(1)</script>' },
        'ADDRESS_DETAIL_INVALID',
        'detail',
        'The detailed address must not contain special characters or emoji and has at most 200 characters',
      ],
      [{ phone: '12345' }, 'PHONE_INVALID', 'phone', 'Please enter a correct phone number'],
      [{ postalCode: '51805' }, 'POSTAL_CODE_INVALID', 'postalCode', 'Please enter a correct postal code'],
      [
        { consignee: '' },
        'CONSIGNEE_NAME_INVALID',
        'consignee',
        'Please enter a name of at most 32 characters without special characters or emoji',
      ],
      [{ label: 'home' }, 'ADDRESS_LABEL_EXISTS', 'label', 'The label already exists'],
    ];
    for (const [change, code, field, message] of refusals) {
      const payload = await addAddress(token, { ...home, ...change });
      expect(payload, JSON.stringify(change)).toEqual({
        address: null,
        addresses: null,
        userErrors: [{ code, message, field: ['input', field] }],
      });
    }

    const inChinese = await addAddress(token, { ...home, label: 'Home' }, { lang: 'zh-CN' });
    expect(inChinese.userErrors[0].message).toBe('该标签已存在');

    const abroad = await addAddress(token, {
      ...home,
      consignee: "Mary-Jane O'Neil",
      areaCode: '1',
      phone: '415-555-0100',
      country: 'us',
      province: 'California',
      city: 'San Francisco',
      district: null,
      postalCode: '94103',
      detail: '1 Market St, Suite #300',
      label: '',
    });
    expect(abroad.userErrors).toEqual([]);
    expect(abroad.address).toMatchObject({ country: 'US', areaCode: '1', phone: '4155550100', label: null });

    // Renaming to a label another address has is refused too; keeping one's own label is not.
    const second = await addAddress(token, { ...home, label: 'Office' });
    const renamed = await server.graphql(
      updateAddressMutation,
      { input: { ...home, id: second.address.id, label: 'Home' } },
      asUser(token),
    );
    expect(renamed.data.updateAddress.userErrors[0].code).toBe('ADDRESS_LABEL_EXISTS');
    const kept = await server.graphql(
      updateAddressMutation,
      { input: { ...home, id: second.address.id, label: 'Office', detail: '高新南一道9号' } },
      asUser(token),
    );
    expect(kept.data.updateAddress.userErrors).toEqual([]);
  });

  it('lets many new users add their first address at the same moment', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser(server)));
    const added = await Promise.all(
      users.map(async (user) => {
        const answer = await server.graphql(addAddressMutation, { input: home }, user.headers);
        return answer.errors ?? answer.data.addAddress.userErrors;
      }),
    );
    expect(added).toEqual(users.map(() => []));
  });

  it('refuses the 21st address with a clear message', async () => {
    const token = await signUp(server, clock, 'limit@example.com');
    for (let index = 0; index < 20; index += 1) {
      expect((await addAddress(token, { ...home, label: null, detail: `深南大道${index + 1}号` })).userErrors).toEqual(
        [],
      );
    }
    const refused = await addAddress(token, { ...home, label: null });
    expect(refused.userErrors).toEqual([
      { code: 'ADDRESS_LIMIT_REACHED', message: 'You can save at most 20 addresses', field: null },
    ]);
    expect((await server.graphql(myAddressesQuery, {}, asUser(token))).data.myAddresses).toHaveLength(20);
  });

  it('serves addresses through the REST façade with its envelope', async () => {
    const token = await signUp(server, clock, 'rest-address@example.com');
    const body = {
      consignee: 'Li Na',
      area_code: '86',
      phone: '13900139000',
      country: 'CN',
      province: '上海市',
      city: '上海市',
      district: '黄浦区',
      postal_code: '200001',
      detail: '福州路580号',
      label: 'Home',
    };
    const added = await restCall(server, '/address/add', body, asUser(token));
    expect(added).toMatchObject({ code: 1, msg: 'Success', data: { ...body, is_default: true } });

    const taken = await restCall(server, '/address/add', body, asUser(token, { lang: 'zh-CN' }));
    expect(taken).toEqual({ code: -1206, msg: '该标签已存在', data: null });
    const outOfRange = await restCall(server, '/address/add', { ...body, country: 'KP', label: 'x' }, asUser(token));
    expect(outOfRange).toEqual({ code: -1207, msg: 'The address is out of the delivery range', data: null });

    const second = await restCall(server, '/address/add', { ...body, label: 'Office' }, asUser(token));
    const edited = await restCall(
      server,
      '/address/edit',
      { ...body, id: second.data.id, label: 'Shop', city: '苏州市' },
      asUser(token),
    );
    expect(edited.data).toMatchObject({ id: second.data.id, label: 'Shop', city: '苏州市', is_default: false });

    const setDefault = await restCall(server, '/address/setDefault', { id: Number(second.data.id) }, asUser(token));
    expect(setDefault.data).toMatchObject({ id: second.data.id, is_default: true });
    expect((await restCall(server, '/address/delete', { id: second.data.id }, asUser(token))).code).toBe(1);

    const list = await restCall(server, '/address/list', {}, asUser(token));
    expect(list.data).toEqual([expect.objectContaining({ id: added.data.id, is_default: true })]);
    expect((await restCall(server, '/address/delete', { id: 'abc' }, asUser(token))).code).toBe(-400);
    expect(await restCall(server, '/address/list')).toMatchObject({ code: -202, data: null });
  });

  it('lists the seeded pickup points in the request language and keeps pickup persons', async () => {
    const points = await server.graphql(
      '{ pickupPoints { id name address openingHours phone } }',
      {},
      { lang: 'zh-CN' },
    );
    expect(points.data.pickupPoints).toHaveLength(3);
    expect(points.data.pickupPoints[0]).toMatchObject({
      name: '深圳华强北门店',
      openingHours: '周一至周六 09:00-18:00',
    });
    const restPoints = (await (
      await server.request('GET', '/api/pickup/points', { headers: { lang: 'ru' } })
    ).json()) as {
      code: number;
      data: { name: string; opening_hours: string }[];
    };
    expect(restPoints.code).toBe(1);
    expect(restPoints.data[0]).toMatchObject({
      name: 'Магазин Шэньчжэнь Хуацяншэй',
      opening_hours: 'Пн-Сб 09:00-18:00',
    });

    const token = await signUp(server, clock, 'pickup@example.com');
    const added = (
      await server.graphql(
        `mutation Add($input: AddPickupPersonInput!) { addPickupPerson(input: $input) { pickupPerson { ${pickupPersonFields} } ${userErrorFields} } }`,
        { input: { name: '王芳', phone: '13700137000' } },
        asUser(token),
      )
    ).data.addPickupPerson;
    expect(added).toMatchObject({
      pickupPerson: { name: '王芳', areaCode: '86', phone: '13700137000' },
      userErrors: [],
    });

    const invalid = (
      await server.graphql(
        `mutation Add($input: AddPickupPersonInput!) { addPickupPerson(input: $input) { ${userErrorFields} } }`,
        { input: { name: '王芳', phone: '1370' } },
        asUser(token),
      )
    ).data.addPickupPerson;
    expect(invalid.userErrors).toEqual([
      { code: 'PHONE_INVALID', message: 'Please enter a correct phone number', field: ['input', 'phone'] },
    ]);

    const updated = (
      await server.graphql(
        `mutation Update($input: UpdatePickupPersonInput!) { updatePickupPerson(input: $input) { pickupPerson { ${pickupPersonFields} } ${userErrorFields} } }`,
        { input: { id: added.pickupPerson.id, name: 'Wang Fang', areaCode: '852', phone: '9123 4567' } },
        asUser(token),
      )
    ).data.updatePickupPerson;
    expect(updated.pickupPerson).toEqual({
      id: added.pickupPerson.id,
      name: 'Wang Fang',
      areaCode: '852',
      phone: '91234567',
    });
    expect((await restCall(server, '/pickup/persons', {}, asUser(token))).data).toEqual([
      { id: added.pickupPerson.id, name: 'Wang Fang', area_code: '852', phone: '91234567' },
    ]);

    const deleted = await server.graphql(
      `mutation Delete($input: DeletePickupPersonInput!) { deletePickupPerson(input: $input) { deletedPickupPersonId ${userErrorFields} } }`,
      { input: { id: added.pickupPerson.id } },
      asUser(token),
    );
    expect(deleted.data.deletePickupPerson).toEqual({ deletedPickupPersonId: added.pickupPerson.id, userErrors: [] });
    expect((await server.graphql(`{ myPickupPersons { id } }`, {}, asUser(token))).data.myPickupPersons).toEqual([]);
  });
});
