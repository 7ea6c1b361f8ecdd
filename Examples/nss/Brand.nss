/* A NUI stylesheet (the nui dialect): variables, default classes, a class chain, states,
   a two-colour gradient, a derived class and an iPad-only block. Try:
     swift run livery resolve Examples/nss/Brand.nss --style Button:LargeButton
     swift run livery explain Examples/nss/Brand.nss --type TableViewCell --state selected */

@brand: #0A6ED1;
@brandPressed: #0854A1;
@ink: #32363A;
@fontName: HelveticaNeue-Medium;

Button {
    background-color: @brand;
    background-color-highlighted: @brandPressed;
    background-color-disabled: lightGray;
    font-color: white;
    font-color-disabled: darkGray;
    font-name: @fontName;
    font-size: 16;
    corner-radius: 8;
    content-insets: 10 20;
}

LargeButton {
    font-size: 20;
    corner-radius: 12;
    content-insets: 14 28;
}

Label {
    font-color: @ink;
    font-name: @fontName;
    font-size: 15;
}

NavigationBar {
    background-color-top: #354A5F;
    background-color-bottom: #29313A;
    font-color: white;
    title-vertical-offset: 1;
}

TableCell {
    font-color: @ink;
    background-color-selected: #E5F0FA;
}

TableCellDetail {
    font-color: gray;
    font-size: 13;
}

@media (device:ipad) {
    Label {
        font-size: 17;
    }
}
