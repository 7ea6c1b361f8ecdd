/* The shop's brand: a NUI stylesheet. Its names become ShopTheme.Styles, .Constants, … */
@brand: #0A6ED1;
@brandPressed: #0854A1;

Button {
    background-color: @brand;
    background-color-highlighted: @brandPressed;
    corner-radius: 8;
}

LargeButton {
    font-size: 20;
    content-insets: 14 28;
}

checkout-button {
    background-color: #2B7D2B;
}
