import { useState } from 'react';
import { Alert, Form, Input, Modal, Skeleton, TreeSelect } from 'antd';
import {
  PRODUCT_MESSAGES,
  productFormSchema,
  required,
  RETCODE,
  type ProductCategory,
  type ProductDetail,
  type ProductForm,
} from '@tcm/shared';
import { Uploader } from '@/components/uploader/uploader';
import { ruleOf, schemaRule } from '@/lib/form-rules';
import { notifier } from '@/lib/notifier';
import { useAddProduct } from '../api/add-publish-product';
import { useEditProduct } from '../api/edit-publish-product';
import { useProductCategories } from '../api/get-product-category';
import { useProduct } from '../api/get-publish-product';
import styles from './my-products.module.css';

type Values = Required<ProductForm>;
const shape = productFormSchema.shape;
const rulesOf = (field: keyof typeof shape) => [ruleOf(required), schemaRule(shape[field])];

/** Only second-level categories hold products; parents are headings. */
const toTree = (categories: readonly ProductCategory[]): object[] =>
  categories.map((c) => ({ value: c.id, title: c.name, selectable: c.children.length === 0, children: toTree(c.children) }));

/** The price the member typed, in yuan: fen back to text for editing. */
const yuanText = (fen: number): string => (fen / 100).toFixed(2).replace(/\.00$/, '');

function initialValues(product: ProductDetail | undefined): Partial<Values> {
  if (!product) return { images: '', stock: '', description: '', reportCodes: '' };
  return {
    categoryId: product.categoryId,
    name: product.name,
    price: yuanText(product.priceFen),
    unit: product.unit,
    specification: product.specification,
    origin: product.origin,
    stock: product.stock,
    images: product.images,
    description: product.description,
    contactName: product.contactName,
    contactPhone: product.contactPhone,
    reportCodes: product.reportCodes,
  };
}

const positivePrice = {
  validator: (_rule: unknown, value: unknown) =>
    value === undefined || value === '' || Number(value) > 0 ? Promise.resolve() : Promise.reject(new Error(PRODUCT_MESSAGES.pricePositive)),
};

type Mutations = { add: ReturnType<typeof useAddProduct>; edit: ReturnType<typeof useEditProduct> };

function EditorForm({ product, onSaved, add, edit }: { product?: ProductDetail; onSaved: () => void } & Mutations) {
  const message = notifier();
  const [form] = Form.useForm<Values>();
  const categories = useProductCategories();
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async (values: Values) => {
    setRefusal(null);
    try {
      const result = await (product ? edit.mutateAsync({ ...values, id: product.id }) : add.mutateAsync(values));
      if (result.retcode !== RETCODE.SUCCESS) return setRefusal(result.retmsg);
      message.success(result.retmsg || PRODUCT_MESSAGES.saved);
      onSaved();
    } catch {
      // the request client has shown what went wrong
    }
  };

  return (
    <Form<Values>
      form={form}
      id="product-editor"
      labelCol={{ flex: '100px' }}
      wrapperCol={{ flex: 1 }}
      initialValues={initialValues(product)}
      validateTrigger={['onChange', 'onBlur']}
      onFinish={(values) => void save(values)}
      scrollToFirstError
    >
      {product?.goodsStatus === 4 && product.rejectReason ? (
        <Alert type="warning" showIcon className={styles.alert} message={`审核驳回：${product.rejectReason}`} description="修改后可重新提交审核。" />
      ) : null}
      <Form.Item name="categoryId" label="产品分类" required rules={[ruleOf(required)]}>
        <TreeSelect treeData={toTree(categories.data ?? [])} loading={categories.isPending} treeDefaultExpandAll placeholder="请选择二级分类" />
      </Form.Item>
      <Form.Item name="name" label="产品名称" required validateFirst rules={rulesOf('name')}>
        <Input maxLength={50} placeholder="如：黄芪饮片（统货）" />
      </Form.Item>
      <div className={styles.twoCols}>
        <Form.Item name="price" label="价格（元）" required validateFirst rules={[...rulesOf('price'), positivePrice]}>
          <Input placeholder="如：86.50" inputMode="decimal" maxLength={9} />
        </Form.Item>
        <Form.Item name="unit" label="计价单位" required validateFirst rules={rulesOf('unit')}>
          <Input maxLength={10} placeholder="如：公斤" />
        </Form.Item>
        <Form.Item name="specification" label="规格" required validateFirst rules={rulesOf('specification')}>
          <Input maxLength={50} placeholder="如：统货 / 切片 2-4mm" />
        </Form.Item>
        <Form.Item name="origin" label="产地" required validateFirst rules={rulesOf('origin')}>
          <Input maxLength={50} placeholder="如：甘肃 陇西" />
        </Form.Item>
        <Form.Item name="stock" label="库存说明" rules={[schemaRule(shape.stock)]}>
          <Input maxLength={30} placeholder="如：现货 5 吨" />
        </Form.Item>
        <Form.Item name="reportCodes" label="检测报告" rules={[schemaRule(shape.reportCodes)]} extra="本账号订单出具的报告验证码，多个用逗号分隔">
          <Input maxLength={200} placeholder="选填" />
        </Form.Item>
        <Form.Item name="contactName" label="联系人" required validateFirst rules={rulesOf('contactName')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="contactPhone" label="联系电话" required rules={[schemaRule(shape.contactPhone)]}>
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
      </div>
      <Form.Item name="images" label="产品图片" required rules={[schemaRule(shape.images)]} extra="最多 10 张，拖动可调整顺序，第一张为封面">
        <Uploader canReplace />
      </Form.Item>
      <Form.Item name="description" label="产品介绍" rules={[schemaRule(shape.description)]}>
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      {refusal ? <Alert type="error" showIcon message={refusal} data-testid="product-refusal" /> : null}
    </Form>
  );
}

/** 发布产品 / 编辑产品 in a dialog: a new product is saved as a draft; an existing one is read in full first. */
export function ProductEditor({ productId, onClose }: { productId: number | null; onClose: () => void }) {
  const editing = productId !== null;
  const detail = useProduct(productId, null);
  const add = useAddProduct();
  const edit = useEditProduct();
  return (
    <Modal
      open
      title={editing ? '编辑产品' : '发布产品'}
      width={860}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ htmlType: 'submit', form: 'product-editor', loading: add.isPending || edit.isPending }}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      {editing && !detail.data ? (
        detail.isError ? <Alert type="error" message={detail.error.message} /> : <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <EditorForm product={detail.data} onSaved={onClose} add={add} edit={edit} />
      )}
    </Modal>
  );
}
